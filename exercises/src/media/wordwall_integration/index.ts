import { defineEmbed } from '../embed.js';

export const wordwallIntegration = defineEmbed('wordwall_integration');
