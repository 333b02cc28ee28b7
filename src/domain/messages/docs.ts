// The Arabic texts of the API's documentation page (GET /api/docs) and its OpenAPI document.
export const docs = {
  title: 'توثيق واجهة البرمجة',
  description: 'كل مسارات الواجهة تحت /api، مع ما تقبله وما تُرجعه، مبنية من مخططات النطاق نفسها التي يتحقق بها الخادم.',
  openApiLink: 'مستند OpenAPI (JSON)',
  routes: 'المسارات',
  access: 'الصلاحية',
  public: 'عام',
  signedIn: 'أي مستخدم مسجّل الدخول',
  params: 'معاملات المسار',
  query: 'معاملات الاستعلام',
  body: 'جسم الطلب',
  upload: 'ملف مرفوع (multipart/form-data)',
  reply: 'الرد',
  file: 'ملف للتنزيل',
  errorReply: 'ردّ الرفض أو الخطأ',
  looseReply: 'بيانات الرد غير موصوفة بعد',
} as const;
