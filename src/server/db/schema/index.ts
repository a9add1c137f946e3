// The whole schema, for drizzle-kit and for the typed database handle.
export * from './accounts';
export * from './usage';
export * from './names';
export * from './covers';
export * from './engagement';
export * from './analytics';
export * from './works';
export * from './rollups';
export * from './press-kits';
export * from './availability';
export * from './mail';
