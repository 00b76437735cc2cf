<?php

/**
 * Turns the freshly installed test site into a multisite network (subdirectories), from the
 * command line, in two steps around site.ts's rewrite of wp-config.php:
 * `php network.php tables` (before MULTISITE is defined: the network's tables and rows) and
 * `php network.php sites` (after: a second site, the plugin network-activated, each site its
 * own provider origin, a post with the shortcode on the second site; prints its post's URL),
 * and `php network.php uninstall` (checks the plugin's uninstall on every site).
 *
 * @package HotelBooking
 */

if (PHP_SAPI !== 'cli') {
    exit(1);
}
$hotel_booking_url = parse_url((string) getenv('WP_URL'));
$hotel_booking_host = $hotel_booking_url['host'] . ':' . $hotel_booking_url['port'];
$_SERVER['HTTP_HOST'] = $hotel_booking_host;
$_SERVER['REQUEST_URI'] = '/';

if ('tables' === $argv[1]) {
    define('WP_INSTALLING', true);
    require getenv('WP_DIR') . '/wp-load.php';
    require_once ABSPATH . 'wp-admin/includes/upgrade.php';
    // As wp-admin/network.php does: a single site's $wpdb has no names for the network's tables.
    foreach ($wpdb->tables('ms_global') as $hotel_booking_table => $hotel_booking_name) {
        $wpdb->$hotel_booking_table = $hotel_booking_name;
    }
    install_network();
    $hotel_booking_result = populate_network(1, $hotel_booking_host, 'admin@sakura.example', 'Sakura Hotels', '/', false);
    if (is_wp_error($hotel_booking_result)) {
        fwrite(STDERR, $hotel_booking_result->get_error_message() . "\n");
        exit(1);
    }
    exit(0);
}

require getenv('WP_DIR') . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ('uninstall' === $argv[1]) {
    // Deleting the plugin from the network clears its option on every site.
    define('WP_UNINSTALL_PLUGIN', 'hotel-booking/hotel-booking.php');
    $hotel_booking_before = 0;
    foreach (get_sites(['fields' => 'ids']) as $hotel_booking_id) {
        $hotel_booking_before += false === get_blog_option($hotel_booking_id, 'hotel_booking_settings', false) ? 0 : 1;
    }
    include WP_PLUGIN_DIR . '/hotel-booking/uninstall.php';
    $hotel_booking_after = 0;
    foreach (get_sites(['fields' => 'ids']) as $hotel_booking_id) {
        $hotel_booking_after += false === get_blog_option($hotel_booking_id, 'hotel_booking_settings', false) ? 0 : 1;
    }
    $hotel_booking_ok = 2 === $hotel_booking_before && 0 === $hotel_booking_after;
    echo "options on the network's sites before uninstall: $hotel_booking_before, after: $hotel_booking_after\n";
    printf("%d passed, %d failed\n", $hotel_booking_ok ? 1 : 0, $hotel_booking_ok ? 0 : 1);
    exit($hotel_booking_ok ? 0 : 1);
}
$hotel_booking_admin = get_user_by('login', 'admin');
$hotel_booking_site = wpmu_create_blog($hotel_booking_host, '/osaka/', 'Sakura Osaka', $hotel_booking_admin->ID);
if (is_wp_error($hotel_booking_site)) {
    fwrite(STDERR, $hotel_booking_site->get_error_message() . "\n");
    exit(1);
}
$hotel_booking_active = activate_plugin('hotel-booking/hotel-booking.php', '', true);
if (is_wp_error($hotel_booking_active)) {
    fwrite(STDERR, $hotel_booking_active->get_error_message() . "\n");
    exit(1);
}
// WordPress drops the port from a new site's domain; the test server has one.
$wpdb->update($wpdb->blogs, ['domain' => $hotel_booking_host], ['blog_id' => $hotel_booking_site]);
clean_blog_cache($hotel_booking_site);
update_option('hotel_booking_settings', ['provider_origin' => 'https://tokyo.example']);
switch_to_blog($hotel_booking_site);
update_option('home', getenv('WP_URL') . '/osaka');
update_option('siteurl', getenv('WP_URL') . '/osaka');
update_option('hotel_booking_settings', ['provider_origin' => (string) getenv('PROVIDER'), 'hotel_code' => 'sakura-tokyo']);
$hotel_booking_post = wp_insert_post([
    'post_title' => 'Osaka rooms',
    'post_content' => "<!-- wp:shortcode -->\n[hotel_booking mode=\"new-tab\"]Book Osaka[/hotel_booking]\n<!-- /wp:shortcode -->",
    'post_status' => 'publish',
    'post_author' => $hotel_booking_admin->ID,
]);
echo wp_json_encode(['site' => $hotel_booking_site, 'post' => get_permalink($hotel_booking_post)]) . "\n";
