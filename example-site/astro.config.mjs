import { defineConfig } from 'astro/config';
import docsmith from 'docsmith';

export default defineConfig({
  site: 'https://docs.example.com',
  integrations: [docsmith({ root: 'docs', repository: { url: 'https://github.com/acme/cloud-docs', branch: 'main', path: 'docs' } })],
});
