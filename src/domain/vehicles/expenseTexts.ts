// Texts of the expenses calls that the vehicles messages do not carry: the edit window refusal and the
// export's Arabic column headers (GET /vehicles/expenses/export).

export const expenseTexts = {
  /** A distributor corrects only their own expense, on the day they recorded it. */
  expenseLocked: 'يمكنك تعديل أو حذف مصروفاتك المسجّلة اليوم فقط',
} as const;

export const expenseExportHeaders = {
  id: 'الرقم',
  expense_date: 'التاريخ',
  vehicle_plate: 'رقم اللوحة',
  type: 'نوع المصروف',
  amount: 'المبلغ',
  currency: 'العملة',
  amount_eur: 'المبلغ باليورو',
  km: 'قراءة العداد (كم)',
  litres: 'الكمية (لتر)',
  description: 'الوصف',
  distributor_name: 'الموزع',
  recorded_by_name: 'سجّله',
} as const;
