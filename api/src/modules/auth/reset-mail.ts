import type { Language } from '@school/shared/contracts';
import type { Mail } from '../../plugins/mailer.js';

interface ResetMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** The reset mail in each interface language; chosen by the language of the forgot-password request. */
const TEXTS: Record<Language, ResetMailText> = {
  uk: {
    subject: 'Зміна пароля',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: 'Ми отримали запит на зміну пароля вашого облікового запису.',
    action: 'Змінити пароль',
    expiry: 'Посилання діє одну годину і може бути використане лише один раз.',
    ignore: 'Якщо ви не надсилали цей запит, просто проігноруйте цей лист: пароль залишиться без змін.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello, ${name}!`,
    body: 'We received a request to reset the password of your account.',
    action: 'Reset password',
    expiry: 'The link works for one hour and can be used only once.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `¡Hola, ${name}!`,
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Restablecer contraseña',
    expiry: 'El enlace es válido durante una hora y solo se puede usar una vez.',
    ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambiará.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
    action: 'Réinitialiser le mot de passe',
    expiry: 'Le lien est valable une heure et ne peut être utilisé qu’une seule fois.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  it: {
    subject: 'Reimposta la password',
    greeting: (name) => `Ciao ${name},`,
    body: 'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account.',
    action: 'Reimposta password',
    expiry: 'Il link è valido per un’ora e può essere usato una sola volta.',
    ignore: 'Se non hai fatto tu la richiesta, ignora questa e-mail: la password resta invariata.',
  },
  zh: {
    subject: '重置您的密码',
    greeting: (name) => `${name}，您好！`,
    body: '我们收到了重置您账户密码的请求。',
    action: '重置密码',
    expiry: '该链接一小时内有效，且只能使用一次。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    body: 'Wir haben eine Anfrage zum Zurücksetzen des Passworts deines Kontos erhalten.',
    action: 'Passwort zurücksetzen',
    expiry: 'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden.',
    ignore: 'Falls du das nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt unverändert.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export function resetMail(options: { to: string; name: string; link: string; language: Language }): Mail {
  const text = TEXTS[options.language];
  const greeting = text.greeting(options.name);
  return {
    to: options.to,
    subject: text.subject,
    text: [greeting, '', text.body, '', `${text.action}: ${options.link}`, '', text.expiry, text.ignore].join('\n'),
    html: [
      `<!doctype html><html lang="${options.language}"><body style="font-family: sans-serif; line-height: 1.5">`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(text.expiry)}<br>${escapeHtml(text.ignore)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
