<?php

/**
 * Plugin Name:       Hotel Booking Widget
 * Description:       The hotel booking widget as a block and the [hotel_booking] shortcode.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.1
 * License:           MIT
 * Text Domain:       hotel-booking
 *
 * @package HotelBooking
 */

if (!defined('ABSPATH')) {
    exit;
}

require_once __DIR__ . '/includes/Attributes.php';
require_once __DIR__ . '/includes/Settings.php';
require_once __DIR__ . '/includes/FirstScreen.php';
require_once __DIR__ . '/includes/Element.php';
require_once __DIR__ . '/includes/Embed.php';
require_once __DIR__ . '/includes/Plugin.php';

HotelBooking\Plugin::boot();
