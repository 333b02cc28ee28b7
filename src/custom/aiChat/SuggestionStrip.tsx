import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The suggested questions that fit the user's role; a click asks one. */
export function SuggestionStrip({ questions, disabled, onAsk }: { questions: string[]; disabled: boolean; onAsk(question: string): void }) {
  const translate = useTranslate();
  if (!questions.length) return null;
  return (
    <Box role="group" aria-label={translate('bakery.chat.suggestions')} data-testid="chat-suggestions" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: 2, py: 1 }}>
      {questions.map((question) => (
        <Chip key={question} label={question} variant="outlined" color="primary" clickable disabled={disabled} onClick={() => onAsk(question)} />
      ))}
    </Box>
  );
}
