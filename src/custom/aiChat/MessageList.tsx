import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { AiConversationWithMessages } from '../../domain/aiChat/schemas';
import { MessageBubble } from './MessageBubble';
import { TypingIndicator } from './TypingIndicator';
import type { Failed, Pending } from './useAiChat';

interface Props {
  welcome: string;
  active: AiConversationWithMessages | undefined;
  pending: Pending | null;
  failed: Failed | null;
}

/**
 * The chat's messages: the welcome first (spec 000 section 4), then the kept messages, the question on its
 * way with the typing indicator until the answer's first word and the answer as it streams, and a failed
 * question with the spec's AI-style error message.
 */
export function MessageList({ welcome, active, pending, failed }: Props) {
  const translate = useTranslate();
  const end = useRef<HTMLDivElement>(null);
  const length = (active?.messages.length ?? 0) + (pending?.answer.length ?? 0) + (pending ? 1 : 0) + (failed ? 1 : 0);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [length]);
  return (
    <Box data-testid="chat-messages" aria-live="polite" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5, p: 2 }}>
      <MessageBubble sender="ai" text={welcome} />
      {active?.messages.map((message) => (
        <MessageBubble key={message.id} sender={message.sender} text={message.message} cached={message.cached} provider={message.provider} error={message.is_error} />
      ))}
      {pending && (
        <>
          <MessageBubble sender="user" text={pending.question} />
          {pending.answer ? <MessageBubble sender="ai" text={pending.answer} streaming /> : <TypingIndicator />}
        </>
      )}
      {failed && (
        <>
          <MessageBubble sender="user" text={failed.question} />
          <MessageBubble sender="ai" text={translate('bakery.chat.send_failed_message')} error />
        </>
      )}
      <div ref={end} />
    </Box>
  );
}
