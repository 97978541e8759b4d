export const SDK_VERSION = '1.7.5'
export const SDK_TYPE = 'appkit'
