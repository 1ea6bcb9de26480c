// Next's ambient types (CSS modules, images, `next` globals) without depending on the generated next-env.d.ts,
// which imports files under .next/ and so only type-checks after a build.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
