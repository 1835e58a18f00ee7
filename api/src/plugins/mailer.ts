import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Mails sent without SMTP (newest last, at most 100): what tests and local work read. */
  readonly outbox: Mail[];
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
}

const OUTBOX_LIMIT = 100;

/** Nodemailer over SMTP when `SMTP_URL` is set; otherwise the log and an in-memory outbox. */
export const mailerPlugin = fp<MailerOptions>(
  async (app, options) => {
    const outbox: Mail[] = [];
    let transport: Transporter | undefined;
    if (options.smtpUrl) transport = nodemailer.createTransport(options.smtpUrl);

    const mailer: Mailer = {
      outbox,
      async send(mail) {
        if (transport) {
          await transport.sendMail({ from: options.from, ...mail });
          app.log.info(`mail to ${mail.to}: ${mail.subject} (sent over SMTP)`);
          return;
        }
        outbox.push(mail);
        if (outbox.length > OUTBOX_LIMIT) outbox.shift();
        app.log.info(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transport?.close());
  },
  { name: 'mailer' },
);
