/** The id of the inert JSON element that carries the router's state from the server to the browser. */
export const HYDRATION_DATA_ID = 'tienda-hydration';
