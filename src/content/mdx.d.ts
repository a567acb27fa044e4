/// <reference types="mdx" />
// Types for `import X from './file.mdx'` (the default export is the MDX component), from @types/mdx.
