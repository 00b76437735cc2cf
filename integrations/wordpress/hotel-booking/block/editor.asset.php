<?php

/**
 * The editor script's dependencies (WordPress's own scripts: no build step).
 *
 * @package HotelBooking
 */

return [
    'dependencies' => ['wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n'],
    'version' => '0.1.0',
];
