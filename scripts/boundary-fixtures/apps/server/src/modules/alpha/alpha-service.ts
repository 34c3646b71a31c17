export const secret = 2;
