// Vehicles and their expenses.

import { resourceName } from './plural';
import { commonFields } from './common';
import { addTexts } from '../catalogue';

export const vehiclesResource = {
  name: resourceName({ title: 'المركبات', one: 'مركبة', plural: 'مركبات', many: 'مركبةً' }),
  fields: {
    ...commonFields,
    vehicle_type: 'نوع المركبة',
    vehicle_model: 'الطراز',
    vehicle_plate: 'رقم اللوحة',
    vehicle_year: 'سنة الصنع',
    vehicle_color: 'اللون',
    fuel_type: 'نوع الوقود',
    transmission_type: 'ناقل الحركة',
    engine_capacity: 'سعة المحرك',
    carrying_capacity: 'الحمولة (كغ)',
    fuel_consumption: 'استهلاك الوقود (لتر/100 كم)',
    current_km: 'عداد المسافة الحالي (كم)',
    next_maintenance_km: 'الصيانة القادمة عند (كم)',
    last_maintenance_date: 'تاريخ آخر صيانة',
    last_maintenance_km: 'عداد آخر صيانة (كم)',
    maintenance_interval_km: 'الفاصل بين الصيانات (كم)',
    insurance_company: 'شركة التأمين',
    insurance_expiry_date: 'تاريخ انتهاء التأمين',
    registration_date: 'تاريخ التسجيل',
    registration_expiry_date: 'تاريخ انتهاء التسجيل',
    purchase_date: 'تاريخ الشراء',
    purchase_price_eur: 'سعر الشراء (يورو)',
    purchase_price_syp: 'سعر الشراء (ليرة سورية)',
    purchase_price: 'سعر الشراء',
    purchase_currency: 'عملة الشراء',
    purchase_km: 'عداد المسافة عند الشراء (كم)',
    is_company_owned: 'ملك الشركة',
    assigned_distributor_id: 'الموزع المسؤول',
    assigned_at: 'تاريخ التخصيص',
    assigned_by: 'خُصّصت بواسطة',
  },
};

export const expensesResource = {
  name: resourceName({ title: 'مصروفات المركبات', one: 'مصروف', plural: 'مصروفات', many: 'مصروفاً' }),
  fields: {
    ...commonFields,
    vehicle_id: 'المركبة',
    distributor_id: 'الموزع',
    type: 'نوع المصروف',
    amount: 'المبلغ',
    currency: 'العملة',
    amount_eur: 'المبلغ (يورو)',
    description: 'الوصف',
    expense_date: 'تاريخ المصروف',
    km: 'عداد المسافة (كم)',
  },
};

/** The area's place in the catalogue, added when a screen that shows it loads (src/i18n/catalogue.ts). */
export const vehiclesTexts = { resources: { vehicles: vehiclesResource, expenses: expensesResource } };
addTexts(vehiclesTexts);
