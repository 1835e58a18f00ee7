import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './common.js';

/**
 * Messages that both the server and the browser show: validation rules and API errors.
 * Keys are `<group>.<name>`; contracts use them as zod messages, the API translates them
 * by `Accept-Language`, and the browser registers them as the `common` i18n namespace.
 */
const en = {
  validation: {
    required: 'This field is required',
    minLength: 'Must be at least 2 characters',
    maxLength: 'Must be at most 500 characters',
    email: 'Please enter a valid email',
    passwordMin: 'Password must be at least 8 characters',
    passwordsMismatch: 'Passwords do not match',
    id: 'Invalid identifier',
    courseType: 'Unknown course type',
    language: 'Choose a language',
    level: 'Choose a level',
    reorderEmpty: 'Nothing to reorder',
    invalidInput: 'Invalid data, please check the form',
    fileTooLarge: 'File size must not exceed 1 MB',
    imageOnly: 'Only images are allowed',
    fileMissing: 'Choose a file to upload',
    timezone: 'Choose a time zone from the list',
  },
  auth: {
    emailRequired: 'Please enter your email',
    passwordRequired: 'Please enter your password',
    invalidCredentials: 'Invalid email or password!',
    unableToSignIn: 'Unable to sign in',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
    resetTokenInvalid: 'This reset link is invalid or has expired. Request a new one.',
    resetRequested: 'If an account exists for this email, we have sent a link to reset the password.',
    resetDone: 'Your password has been changed. You can sign in now.',
    unauthorized: 'Please sign in again',
    wrongPassword: 'The current password is incorrect',
  },
  errors: {
    notFound: 'Not found',
    forbidden: 'You do not have permission to do this',
    internal: 'Something went wrong on our side. Please try again.',
    courseNotFound: 'Course not found',
    uploadFailed: 'Error uploading file',
    emailTaken: 'This email is already in use',
  },
};

type Catalogue = typeof en;

const uk: Catalogue = {
  validation: {
    required: "Це поле обов'язкове",
    minLength: 'Щонайменше 2 символи',
    maxLength: 'Не більше 500 символів',
    email: 'Введіть коректну електронну адресу',
    passwordMin: 'Пароль має містити щонайменше 8 символів',
    passwordsMismatch: 'Паролі не збігаються',
    id: 'Некоректний ідентифікатор',
    courseType: 'Невідомий тип курсу',
    language: 'Оберіть мову',
    level: 'Оберіть рівень',
    reorderEmpty: 'Немає що впорядковувати',
    invalidInput: 'Некоректні дані, перевірте форму',
    fileTooLarge: 'Розмір файлу не повинен перевищувати 1 МБ',
    imageOnly: 'Дозволені лише зображення',
    fileMissing: 'Оберіть файл для завантаження',
    timezone: 'Оберіть часовий пояс зі списку',
  },
  auth: {
    emailRequired: 'Будь ласка, введіть свою електронну адресу',
    passwordRequired: 'Будь ласка, введіть пароль',
    invalidCredentials: 'Невірна електронна адреса або пароль!',
    unableToSignIn: 'Не вдалося увійти',
    tooManyAttempts: 'Забагато спроб входу. Зачекайте хвилину і спробуйте ще раз.',
    resetTokenInvalid: 'Посилання для скидання недійсне або застаріло. Запросіть нове.',
    resetRequested: 'Якщо обліковий запис з цією адресою існує, ми надіслали посилання для зміни пароля.',
    resetDone: 'Пароль змінено. Тепер ви можете увійти.',
    unauthorized: 'Будь ласка, увійдіть знову',
    wrongPassword: 'Поточний пароль невірний',
  },
  errors: {
    notFound: 'Не знайдено',
    forbidden: 'У вас немає прав на цю дію',
    internal: 'Щось пішло не так з нашого боку. Спробуйте ще раз.',
    courseNotFound: 'Курс не знайдено',
    uploadFailed: 'Помилка завантаження файлу',
    emailTaken: 'Ця електронна адреса вже використовується',
  },
};

const es: Catalogue = {
  validation: {
    required: 'Este campo es obligatorio',
    minLength: 'Debe tener al menos 2 caracteres',
    maxLength: 'Debe tener como máximo 500 caracteres',
    email: 'Introduce un correo electrónico válido',
    passwordMin: 'La contraseña debe tener al menos 8 caracteres',
    passwordsMismatch: 'Las contraseñas no coinciden',
    id: 'Identificador no válido',
    courseType: 'Tipo de curso desconocido',
    language: 'Elige un idioma',
    level: 'Elige un nivel',
    reorderEmpty: 'No hay nada que reordenar',
    invalidInput: 'Datos no válidos, revisa el formulario',
    fileTooLarge: 'El archivo no debe superar 1 MB',
    imageOnly: 'Solo se permiten imágenes',
    fileMissing: 'Elige un archivo para subir',
    timezone: 'Elige una zona horaria de la lista',
  },
  auth: {
    emailRequired: 'Introduce tu correo electrónico',
    passwordRequired: 'Introduce tu contraseña',
    invalidCredentials: '¡Correo o contraseña incorrectos!',
    unableToSignIn: 'No se pudo iniciar sesión',
    tooManyAttempts: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    resetTokenInvalid: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
    resetRequested: 'Si existe una cuenta con este correo, te hemos enviado un enlace para cambiar la contraseña.',
    resetDone: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    unauthorized: 'Vuelve a iniciar sesión',
    wrongPassword: 'La contraseña actual no es correcta',
  },
  errors: {
    notFound: 'No encontrado',
    forbidden: 'No tienes permiso para hacer esto',
    internal: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
    courseNotFound: 'Curso no encontrado',
    uploadFailed: 'Error al subir el archivo',
    emailTaken: 'Este correo ya está en uso',
  },
};

const fr: Catalogue = {
  validation: {
    required: 'Ce champ est obligatoire',
    minLength: 'Au moins 2 caractères',
    maxLength: 'Au plus 500 caractères',
    email: 'Saisissez une adresse e-mail valide',
    passwordMin: 'Le mot de passe doit contenir au moins 8 caractères',
    passwordsMismatch: 'Les mots de passe ne correspondent pas',
    id: 'Identifiant non valide',
    courseType: 'Type de cours inconnu',
    language: 'Choisissez une langue',
    level: 'Choisissez un niveau',
    reorderEmpty: 'Rien à réordonner',
    invalidInput: 'Données non valides, vérifiez le formulaire',
    fileTooLarge: 'Le fichier ne doit pas dépasser 1 Mo',
    imageOnly: 'Seules les images sont autorisées',
    fileMissing: 'Choisissez un fichier à envoyer',
    timezone: 'Choisissez un fuseau horaire dans la liste',
  },
  auth: {
    emailRequired: 'Veuillez saisir votre e-mail',
    passwordRequired: 'Veuillez saisir votre mot de passe',
    invalidCredentials: 'E-mail ou mot de passe incorrect !',
    unableToSignIn: 'Connexion impossible',
    tooManyAttempts: 'Trop de tentatives. Patientez une minute puis réessayez.',
    resetTokenInvalid: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
    resetRequested: 'Si un compte existe pour cet e-mail, nous avons envoyé un lien pour changer le mot de passe.',
    resetDone: 'Votre mot de passe a été changé. Vous pouvez vous connecter.',
    unauthorized: 'Veuillez vous reconnecter',
    wrongPassword: 'Le mot de passe actuel est incorrect',
  },
  errors: {
    notFound: 'Introuvable',
    forbidden: "Vous n'avez pas la permission de faire cela",
    internal: 'Une erreur est survenue de notre côté. Réessayez.',
    courseNotFound: 'Cours introuvable',
    uploadFailed: "Erreur lors de l'envoi du fichier",
    emailTaken: 'Cet e-mail est déjà utilisé',
  },
};

const it: Catalogue = {
  validation: {
    required: 'Questo campo è obbligatorio',
    minLength: 'Almeno 2 caratteri',
    maxLength: 'Al massimo 500 caratteri',
    email: 'Inserisci un indirizzo email valido',
    passwordMin: 'La password deve contenere almeno 8 caratteri',
    passwordsMismatch: 'Le password non coincidono',
    id: 'Identificatore non valido',
    courseType: 'Tipo di corso sconosciuto',
    language: 'Scegli una lingua',
    level: 'Scegli un livello',
    reorderEmpty: 'Niente da riordinare',
    invalidInput: 'Dati non validi, controlla il modulo',
    fileTooLarge: 'Il file non deve superare 1 MB',
    imageOnly: 'Sono consentite solo immagini',
    fileMissing: 'Scegli un file da caricare',
    timezone: "Scegli un fuso orario dall'elenco",
  },
  auth: {
    emailRequired: 'Inserisci la tua email',
    passwordRequired: 'Inserisci la tua password',
    invalidCredentials: 'Email o password non validi!',
    unableToSignIn: 'Impossibile accedere',
    tooManyAttempts: 'Troppi tentativi. Attendi un minuto e riprova.',
    resetTokenInvalid: 'Il link non è valido o è scaduto. Richiedine uno nuovo.',
    resetRequested: "Se esiste un account con questa email, abbiamo inviato un link per cambiare la password.",
    resetDone: 'La password è stata cambiata. Ora puoi accedere.',
    unauthorized: 'Accedi di nuovo',
    wrongPassword: 'La password attuale non è corretta',
  },
  errors: {
    notFound: 'Non trovato',
    forbidden: 'Non hai il permesso di farlo',
    internal: 'Qualcosa è andato storto. Riprova.',
    courseNotFound: 'Corso non trovato',
    uploadFailed: 'Errore durante il caricamento del file',
    emailTaken: 'Questa email è già in uso',
  },
};

const zh: Catalogue = {
  validation: {
    required: '此字段为必填项',
    minLength: '至少 2 个字符',
    maxLength: '最多 500 个字符',
    email: '请输入有效的电子邮箱',
    passwordMin: '密码至少需要 8 个字符',
    passwordsMismatch: '两次输入的密码不一致',
    id: '无效的标识符',
    courseType: '未知的课程类型',
    language: '请选择语言',
    level: '请选择级别',
    reorderEmpty: '没有可排序的内容',
    invalidInput: '数据无效，请检查表单',
    fileTooLarge: '文件大小不能超过 1 MB',
    imageOnly: '只允许上传图片',
    fileMissing: '请选择要上传的文件',
    timezone: '请从列表中选择时区',
  },
  auth: {
    emailRequired: '请输入您的电子邮箱',
    passwordRequired: '请输入您的密码',
    invalidCredentials: '邮箱或密码错误！',
    unableToSignIn: '无法登录',
    tooManyAttempts: '登录尝试次数过多，请稍等一分钟后再试。',
    resetTokenInvalid: '此重置链接无效或已过期，请重新申请。',
    resetRequested: '如果该邮箱存在账户，我们已发送重置密码的链接。',
    resetDone: '密码已更改，现在可以登录。',
    unauthorized: '请重新登录',
    wrongPassword: '当前密码不正确',
  },
  errors: {
    notFound: '未找到',
    forbidden: '您无权执行此操作',
    internal: '我们这边出了点问题，请重试。',
    courseNotFound: '未找到课程',
    uploadFailed: '文件上传出错',
    emailTaken: '该邮箱已被使用',
  },
};

const de: Catalogue = {
  validation: {
    required: 'Dieses Feld ist erforderlich',
    minLength: 'Mindestens 2 Zeichen',
    maxLength: 'Höchstens 500 Zeichen',
    email: 'Bitte eine gültige E-Mail-Adresse eingeben',
    passwordMin: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
    id: 'Ungültige Kennung',
    courseType: 'Unbekannter Kurstyp',
    language: 'Sprache wählen',
    level: 'Niveau wählen',
    reorderEmpty: 'Nichts zu sortieren',
    invalidInput: 'Ungültige Daten, bitte das Formular prüfen',
    fileTooLarge: 'Die Datei darf höchstens 1 MB groß sein',
    imageOnly: 'Nur Bilder sind erlaubt',
    fileMissing: 'Bitte eine Datei wählen',
    timezone: 'Bitte eine Zeitzone aus der Liste wählen',
  },
  auth: {
    emailRequired: 'Bitte gib deine E-Mail-Adresse ein',
    passwordRequired: 'Bitte gib dein Passwort ein',
    invalidCredentials: 'E-Mail oder Passwort ist falsch!',
    unableToSignIn: 'Anmeldung nicht möglich',
    tooManyAttempts: 'Zu viele Anmeldeversuche. Bitte eine Minute warten.',
    resetTokenInvalid: 'Dieser Link ist ungültig oder abgelaufen. Bitte einen neuen anfordern.',
    resetRequested: 'Falls ein Konto mit dieser E-Mail existiert, haben wir einen Link zum Zurücksetzen gesendet.',
    resetDone: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
    unauthorized: 'Bitte melde dich erneut an',
    wrongPassword: 'Das aktuelle Passwort ist falsch',
  },
  errors: {
    notFound: 'Nicht gefunden',
    forbidden: 'Dazu fehlt dir die Berechtigung',
    internal: 'Bei uns ist etwas schiefgelaufen. Bitte erneut versuchen.',
    courseNotFound: 'Kurs nicht gefunden',
    uploadFailed: 'Fehler beim Hochladen der Datei',
    emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet',
  },
};

export type MessageCatalogue = Catalogue;
export const MESSAGES: Record<Language, Catalogue> = { en, uk, es, fr, it, zh, de };

/** Picks the best supported language from an `Accept-Language` header. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const found = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.tag));
  return (found?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Resolves `group.name` in a language; unknown keys come back unchanged. */
export function translateMessage(key: string, language: Language): string {
  const [group, name] = key.split('.');
  const table = MESSAGES[language] as Record<string, Record<string, string> | undefined>;
  const text = group && name ? table[group]?.[name] : undefined;
  return text ?? key;
}
