// The only playground code a page loads up front: it finds the mount points and imports the island
// (a separate chunk) once one comes near the viewport.
const mounts = [...document.querySelectorAll<HTMLElement>('[data-docsmith-playground-mount]')];

function load(): void {
  void import('./island.ts').then(({ mountAll }) => mountAll(mounts));
}

if (mounts.length) {
  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '400px 0px' },
    );
    mounts.forEach((m) => observer.observe(m));
  } else {
    load();
  }
}

export {};
