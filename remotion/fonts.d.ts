declare module "*.woff2" {
  const url: string;
  export default url;
}
declare module "*.woff" {
  const url: string;
  export default url;
}
