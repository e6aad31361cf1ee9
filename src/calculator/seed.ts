/** Orders stylists the same way on the server and in the browser; changes daily. */
export const daySeed = () => Math.floor(Date.now() / 86_400_000)
