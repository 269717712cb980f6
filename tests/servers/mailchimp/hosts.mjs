/**
 * Mailchimp's API hosts, one per data centre (`us6.api.mailchimp.com`), as
 * a WordPress accessible-hosts pattern: the test site lets requests to them
 * through, and the test network leads them to the local Mailchimp server.
 */
export const API_HOSTS = '*.api.mailchimp.com';
