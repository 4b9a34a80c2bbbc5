import type { whatsappAr } from './whatsapp.ar.js';

// English strings of WhatsApp in the back office: the Settings card and the "WhatsApp is off" notes.
export const whatsappEn: Record<keyof typeof whatsappAr, string> = {
  'whatsapp.tab': 'WhatsApp',
  'whatsapp.title': 'WhatsApp order messages',
  'whatsapp.body':
    "Tell shoppers and staff about orders on WhatsApp through Meta's WhatsApp Business Cloud API. Connect your account below, check it, then switch it on.",
  'whatsapp.state.off': 'Off',
  'whatsapp.state.connected': 'Connected',
  'whatsapp.state.needs_attention': 'Needs attention',
  'whatsapp.problem.title': 'WhatsApp messages are not going out',
  'whatsapp.problem.token':
    'Meta refuses the access token: it is invalid or has expired. Enter a new one in Settings → WhatsApp.',
  'whatsapp.problem.template':
    'Meta refuses a message template: it is missing, not approved in that language, paused, or its variables do not match. Check the templates in Settings → WhatsApp.',
  'whatsapp.problem.payment':
    'The WhatsApp Business account has no valid payment method, so Meta sends no template. Add one in Meta Business Manager.',
  'whatsapp.problem.account': 'Meta has locked the WhatsApp Business account. See Meta Business Manager.',
  'whatsapp.problem.since': 'Last refused {when}. Meta said: {detail}',
  'whatsapp.problem.open': 'Open the WhatsApp settings',
  'whatsapp.stateLabel': 'State: {state}',
  'whatsapp.switch': 'Send WhatsApp messages',
  'whatsapp.switchNeedsCredentials': 'Enter and save the four values below before switching on.',
  'whatsapp.switchedOn': 'WhatsApp messages are on',
  'whatsapp.switchedOff': 'WhatsApp messages are off',
  'whatsapp.environment':
    "Set by the server's environment variables (WHATSAPP=cloud), which win over this screen: change them on the server.",
  'whatsapp.credentials.title': 'Your WhatsApp Business account',
  'whatsapp.credentials.body':
    'From Meta for Developers: WhatsApp → API setup, and App settings → Basic. Secrets are stored encrypted and never shown again.',
  'whatsapp.phoneNumberId': 'Phone number ID',
  'whatsapp.phoneNumberIdHint': "WhatsApp Manager → API setup: the number's ID, not the number itself.",
  'whatsapp.businessAccountId': 'WhatsApp Business account ID',
  'whatsapp.businessAccountIdHint': 'Shown beside the phone number ID; used to list your message templates.',
  'whatsapp.accessToken': 'Access token',
  'whatsapp.accessTokenHint':
    "A system user's permanent token with whatsapp_business_messaging and whatsapp_business_management.",
  'whatsapp.appSecret': 'App secret',
  'whatsapp.appSecretHint': 'App settings → Basic → App secret: it proves each webhook comes from Meta.',
  'whatsapp.secretSet': 'Set',
  'whatsapp.secretSetPlaceholder': 'Set — type a new one to replace it',
  'whatsapp.saved': 'WhatsApp account saved',
  'whatsapp.webhook.title': 'Webhook for Meta',
  'whatsapp.webhook.body':
    'In your app: WhatsApp → Configuration → Webhook. Paste these two, then subscribe to the messages field.',
  'whatsapp.webhook.url': 'Callback URL',
  'whatsapp.webhook.verifyToken': 'Verify token',
  'whatsapp.webhook.verifyTokenLater': 'Appears once you save the account above.',
  'whatsapp.copied': 'Copied',
  'whatsapp.check.title': 'Connection check',
  'whatsapp.check.body': 'Asks Meta about your number and your message templates.',
  'whatsapp.check.run': 'Check the connection',
  'whatsapp.check.never': 'Not checked yet.',
  'whatsapp.check.at': 'Last checked {time}',
  'whatsapp.check.ok': 'Connected: the number answers and every template is approved.',
  'whatsapp.check.templatesMissing':
    'Some templates are not approved yet: their messages are not sent until Meta approves them.',
  'whatsapp.check.problem.token':
    'Meta refused the access token: it is wrong or has expired. Enter a new one.',
  'whatsapp.check.problem.phone_number': 'Meta does not know this phone number ID for this token.',
  'whatsapp.check.problem.business_account':
    'The templates could not be listed: check the WhatsApp Business account ID.',
  'whatsapp.check.problem.unreachable': 'Meta could not be reached. Try again in a moment.',
  'whatsapp.check.metaSaid': 'Meta said: {detail}',
  'whatsapp.phone.name': 'Display name',
  'whatsapp.phone.number': 'Number',
  'whatsapp.phone.quality': 'Quality rating',
  'whatsapp.quality.GREEN': 'High (green)',
  'whatsapp.quality.YELLOW': 'Medium (yellow)',
  'whatsapp.quality.RED': 'Low (red)',
  'whatsapp.quality.UNKNOWN': 'Not rated yet',
  'whatsapp.templates.title': 'Message templates',
  'whatsapp.templates.body':
    'Each must be approved in Arabic and English, category Utility, with exactly this wording.',
  'whatsapp.templates.ar': 'Arabic',
  'whatsapp.templates.en': 'English',
  'whatsapp.templates.languageStatus': '{language}: {status}',
  'whatsapp.templates.create': 'Create it in WhatsApp Manager with this name and wording (category Utility):',
  'whatsapp.templates.name': 'Name',
  'whatsapp.template.APPROVED': 'Approved',
  'whatsapp.template.PENDING': 'In review',
  'whatsapp.template.REJECTED': 'Rejected',
  'whatsapp.template.PAUSED': 'Paused',
  'whatsapp.template.DISABLED': 'Disabled',
  'whatsapp.template.IN_APPEAL': 'In appeal',
  'whatsapp.template.MISSING': 'Missing',
  'whatsapp.template.OTHER': 'Other state',
  'whatsapp.test.title': 'Send a test message',
  'whatsapp.test.body':
    "Sends Meta's sample template hello_world (in English) to a number you type: if it arrives, WhatsApp works.",
  'whatsapp.test.phone': 'WhatsApp number',
  'whatsapp.test.send': 'Send a test message',
  'whatsapp.test.sent': 'Test message sent to {phone}',
  'whatsapp.loadFailed': 'Could not load the WhatsApp settings',
  'whatsapp.offNote.users': 'WhatsApp is off in Settings: nothing is sent until an admin switches it on.',
  'whatsapp.offNote.order':
    'WhatsApp is off: no messages are sent for orders. An admin can switch it on in Settings.',
};
