import EventNoteIcon from '@mui/icons-material/EventNote';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ScheduleReply } from '../../domain/schedule';
import { GenerateButton } from './GenerateButton';

/** No schedule stored for the day (spec 001 section 2): say so, and offer to build it. */
export function ScheduleEmpty({ reply, onGenerate, busy }: { reply: ScheduleReply | undefined; onGenerate: () => void; busy: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 5, md: 8 }, px: 2 }} data-testid="schedule-empty">
      <EventNoteIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('bakery.schedule.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3, maxWidth: 480, mx: 'auto' }}>
        {translate('bakery.schedule.empty_hint')}
      </Typography>
      <GenerateButton reply={reply} onGenerate={onGenerate} busy={busy} size="large" />
    </Box>
  );
}
