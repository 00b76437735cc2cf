<?php

/**
 * Deleting the plugin removes its option, on every site of a multisite network.
 *
 * @package HotelBooking
 */

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

if (is_multisite()) {
    foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $hotel_booking_site) {
        switch_to_blog($hotel_booking_site);
        delete_option('hotel_booking_settings');
        restore_current_blog();
    }
} else {
    delete_option('hotel_booking_settings');
}
