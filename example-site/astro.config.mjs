import { defineConfig } from 'astro/config';
import docsmith from 'docsmith';

export default defineConfig({
  site: 'https://docs.example.com',
  integrations: [docsmith({ root: 'docs' })],
});
