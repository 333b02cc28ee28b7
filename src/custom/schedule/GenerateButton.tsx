import AutoModeIcon from '@mui/icons-material/AutoMode';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { ScheduleReply } from '../../domain/schedule';
import { hasStartedVisits } from './scheduleView';

interface GenerateButtonProps {
  reply: ScheduleReply | undefined;
  onGenerate: () => void;
  busy: boolean;
  size?: 'medium' | 'large';
}

/**
 * Generate the day, or generate it again once it exists. Re-planning keeps visits already started, but a
 * manager is asked first when a distributor is on the road, since the others' routes will change.
 */
export function GenerateButton({ reply, onGenerate, busy, size = 'medium' }: GenerateButtonProps) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const exists = Boolean(reply?.generated_at);
  const click = () => {
    if (reply && exists && hasStartedVisits(reply)) setAsking(true);
    else onGenerate();
  };
  return (
    <>
      <Button
        variant="contained"
        size={size}
        onClick={click}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <AutoModeIcon />}
        data-testid="schedule-generate"
      >
        {translate(exists ? 'bakery.schedule.regenerate' : 'bakery.schedule.generate')}
      </Button>
      <Confirm
        isOpen={asking}
        title="bakery.schedule.regenerate_confirm.title"
        content="bakery.schedule.regenerate_confirm.content"
        confirm="bakery.schedule.regenerate_confirm.confirm"
        onConfirm={() => {
          setAsking(false);
          onGenerate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
