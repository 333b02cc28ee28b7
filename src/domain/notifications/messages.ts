// The Arabic texts of the notifications the server raises by itself (issue 27).
export const noticeTexts = {
  lowStockTitle: 'مخزون منخفض',
  lowStockMessage: 'المنتج «{name}» وصل إلى {stock} وحدة، والحد الأدنى {minimum}',
  maintenanceDueTitle: 'صيانة مركبة مستحقة',
  maintenanceDueMessage: 'المركبة {plate} بلغت {km} كم، وموعد صيانتها عند {due} كم',
  overCreditTitle: 'طلبية تتجاوز حد الائتمان',
  overCreditMessage: 'الطلبية {number} للمتجر «{store}» تتجاوز حد الائتمان بمبلغ {over} يورو',
  overdueTitle: 'طلبيات متأخرة السداد',
  overdueMessage: 'أصبحت {count} طلبية متأخرة السداد اليوم، والمتبقي عليها {owed} يورو',
  deliveryDelayedTitle: 'تأخر توصيل',
  deliveryDelayedMessage: 'لم يُسلَّم المتجر «{store}» بعد: موعده المخطط {time} مع {driver}، ومضى عليه أكثر من {minutes} دقيقة',
} as const;
