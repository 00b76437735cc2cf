<?php

/**
 * Deleting the plugin removes its option and the first screens it keeps (transients of a
 * minute, includes/FirstScreen.php), on every site of a multisite network.
 *
 * @package HotelBooking
 */

if (!defined('WP_UNINSTALL_PLUGIN')) {
    exit;
}

// This site's option and kept first screens (their transients and expiry times).
$hotel_booking_uninstall_site = function () {
    delete_option('hotel_booking_settings');
    $db = $GLOBALS['wpdb'];
    foreach (['_transient_', '_transient_timeout_'] as $kind) {
        $db->query($db->prepare(
            "DELETE FROM {$db->options} WHERE option_name LIKE %s",
            $db->esc_like($kind . 'hotel_booking_first_screen_') . '%'
        ));
    }
};

if (is_multisite()) {
    foreach (get_sites(['fields' => 'ids', 'number' => 0]) as $hotel_booking_site) {
        switch_to_blog($hotel_booking_site);
        $hotel_booking_uninstall_site();
        restore_current_blog();
    }
} else {
    $hotel_booking_uninstall_site();
}
