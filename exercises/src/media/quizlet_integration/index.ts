import { defineEmbed } from '../embed.js';

export const quizletIntegration = defineEmbed('quizlet_integration');
