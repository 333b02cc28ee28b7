import { Chip, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '../i18n/ar/enums';
import { ENUM_CHIP_STYLES, type ChipEnum, type EnumChipStyle } from './enumChipStyles';

interface EnumChipProps {
  /** Which enum `value` belongs to: its label comes from that enum's messages, its colour from ./enumChipStyles. */
  enumName: ChipEnum;
  value?: string | null;
  /** Overrides the enum's test id where one screen shows the same enum twice (the product card). */
  testId?: string;
  sx?: SxProps<Theme>;
}

/** A value of an enum (an order's status, a shop's category...) as a small coloured badge. */
export function EnumChip({ enumName, value, testId, sx }: EnumChipProps) {
  const translate = useTranslate();
  if (!value) return null;
  const style: EnumChipStyle = ENUM_CHIP_STYLES[enumName];
  return (
    // A span, so the badge may stand inside a line of text (the phone lists' secondary lines are <p>).
    <Chip
      component="span"
      size="small"
      variant={style.variant ?? 'filled'}
      color={style.colours[value] ?? style.otherwise}
      label={translate(enumLabelKey(enumName, value), { _: value })}
      data-testid={testId ?? style.testId}
      sx={sx}
    />
  );
}
