import { defineEmbed } from '../embed.js';

export const learningappsIntegration = defineEmbed('learningapps_integration');
