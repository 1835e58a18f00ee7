import { defineEmbed } from '../embed.js';

export const miroIntegration = defineEmbed('miro_integration');
