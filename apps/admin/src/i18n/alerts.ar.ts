// Arabic strings of the new-order alerts (the top bar's bell), spread into ar.ts.
export const alertsAr = {
  'alerts.bell': 'تنبيهات الطلبات الجديدة',
  'alerts.bellUnread': 'تنبيهات الطلبات الجديدة: {count} غير مقروءة',
  'alerts.title': 'طلبات جديدة',
  'alerts.none': 'لا توجد تنبيهات غير مقروءة.',
  'alerts.loadFailed': 'تعذر تحميل التنبيهات',
  'alerts.newOrderFrom': 'طلب جديد من',
  'alerts.openOrder': 'فتح الطلب {number}',
  'alerts.markRead': 'تمييز كمقروء',
  'alerts.dismiss': 'إخفاء',
  'alerts.markAllRead': 'تمييز الكل كمقروء',
  'alerts.moreUnread':
    '{count, plural, one {وتنبيه آخر غير مقروء} two {وتنبيهان آخران غير مقروءين} few {و# تنبيهات أخرى غير مقروءة} many {و# تنبيهًا آخر غير مقروء} other {و# تنبيه آخر غير مقروء}}',
  'alerts.actionFailed': 'تعذر تحديث التنبيه، حاول مرة أخرى',
  'alerts.enableSound': 'تفعيل الصوت',
  'alerts.enableSoundHint': 'المتصفح يمنع الصوت حتى تنقر: انقر لسماع تنبيه الطلبات الجديدة',
  'alerts.mute': 'كتم صوت التنبيه',
  'alerts.unmute': 'تشغيل صوت التنبيه',
  'alerts.playingElsewhere': 'يُشغَّل صوت التنبيه في نافذة أخرى',
  'alerts.close': 'إغلاق التنبيهات',
} as const;
