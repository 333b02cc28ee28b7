import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { initials } from '../../../domain/users/rules';

/** The employee's picture, or their initials when there is none or it cannot be loaded. */
export function EmployeeAvatar({
  name,
  src,
  size = 96,
}: {
  name: string;
  src: string | null | undefined;
  size?: number;
}) {
  const translate = useTranslate();
  return (
    <Avatar
      src={src ?? undefined}
      alt={translate('bakery.employee_page.panel.avatar', { name })}
      sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      data-testid="employee-avatar"
    >
      {initials(name)}
    </Avatar>
  );
}
