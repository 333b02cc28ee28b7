import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface ViewChoice<V extends string> {
  value: V;
  icon: ReactNode;
  /** Translation key of the button's text. */
  labelKey: string;
}

/** A switch between two or more ways of showing one list (table / cards, list / map). */
export function ViewToggle<V extends string>({
  value,
  onChange,
  choices,
  labelKey,
}: {
  value: V;
  onChange: (view: V) => void;
  choices: readonly ViewChoice<V>[];
  /** Translation key of the group's accessible name. */
  labelKey: string;
}) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: V | null) => {
        if (next) onChange(next);
      }}
      aria-label={translate(labelKey)}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value} sx={{ gap: 1 }}>
          {choice.icon}
          {translate(choice.labelKey)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
