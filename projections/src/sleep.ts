export { sleep } from '@shop/core';
