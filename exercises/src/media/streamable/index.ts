import { defineEmbed } from '../embed.js';

export const streamable = defineEmbed('streamable');
