// block.json manifests are imported as JSON modules (resolveJsonModule).
declare module '*.scss';
