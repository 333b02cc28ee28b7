import type { Role } from './enums';

/** The sidebar's role label (spec 000 section 1). */
export function roleLabel(role: Role | string): string {
  switch (role) {
    case 'admin':
      return 'مدير النظام الرئيسي';
    case 'manager':
      return 'مدير العمليات';
    case 'distributor':
      return 'مسؤول التوزيع';
    default:
      return 'مستخدم النظام';
  }
}
