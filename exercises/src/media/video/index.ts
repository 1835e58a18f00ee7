import { defineEmbed } from '../embed.js';

export const video = defineEmbed('video');
