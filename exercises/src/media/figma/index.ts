import { defineEmbed } from '../embed.js';

export const figma = defineEmbed('figma');
