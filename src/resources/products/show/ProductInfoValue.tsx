import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InfoValue } from '../../../domain/products/rules';
import { EMPTY_VALUE } from '../../../i18n/format';
import { useValueText } from '../../../ui/useValueText';
import { infoEntries } from './infoValue';

/**
 * Supplier, nutritional or allergen information: a text, or an object whose known keys get Arabic labels
 * ('يحتوي على: قمح، حليب') and whose other keys are shown as they are (key: value).
 */
export function ProductInfoValue({ value, 'data-testid': testId }: { value: InfoValue | undefined; 'data-testid'?: string }) {
  const translate = useTranslate();
  const itemText = useValueText();
  const read = infoEntries(value);
  if (!read) {
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {EMPTY_VALUE}
      </Typography>
    );
  }
  if ('text' in read) {
    return (
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid={testId}>
        {read.text}
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
    >
      {read.entries.map(({ key, known, value: item }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {known ? translate(`bakery.products.show.info_keys.${key}`) : key}:
          </Typography>
          <Typography component="dd" variant="body2" fontWeight={500}>
            {/* Isolated: a phone number or a Latin name keeps its own order inside the Arabic page. */}
            <bdi>{itemText(item)}</bdi>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
