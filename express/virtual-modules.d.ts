// Provided by the React Router Vite plugin at build and dev time.
declare module "virtual:react-router/server-build";
