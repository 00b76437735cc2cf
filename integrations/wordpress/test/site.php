<?php

/**
 * The test site's database and installation, from the command line:
 * `php site.php install` (creates the database, runs wp_install(), adds the author, activates
 * the plugin) and `php site.php drop`. Settings come from the environment (see site.ts).
 *
 * @package HotelBooking
 */

if (PHP_SAPI !== 'cli') {
    exit(1);
}

$hotel_booking_env = [];
foreach (['WP_DIR', 'WP_URL', 'WP_DB_NAME', 'WP_ADMIN_PASSWORD', 'WP_AUTHOR_PASSWORD'] as $hotel_booking_name) {
    $hotel_booking_env[$hotel_booking_name] = (string) getenv($hotel_booking_name);
}
if (!preg_match('/^wp_test_[a-z0-9_]+$/', $hotel_booking_env['WP_DB_NAME'])) {
    fwrite(STDERR, "WP_DB_NAME must be wp_test_…\n");
    exit(1);
}

$hotel_booking_db = new mysqli('127.0.0.1', 'root', '', '', 3306);
if ('drop' === $argv[1]) {
    $hotel_booking_db->query('DROP DATABASE IF EXISTS `' . $hotel_booking_env['WP_DB_NAME'] . '`');
    exit(0);
}
$hotel_booking_db->query('CREATE DATABASE `' . $hotel_booking_env['WP_DB_NAME'] . '` CHARACTER SET utf8mb4');
$hotel_booking_db->close();

// WordPress reads the request's host for its address while installing.
$hotel_booking_url = parse_url($hotel_booking_env['WP_URL']);
$_SERVER['HTTP_HOST'] = $hotel_booking_url['host'] . ':' . $hotel_booking_url['port'];
$_SERVER['REQUEST_URI'] = '/';
define('WP_INSTALLING', true);

/**
 * The machine sends no mail: WordPress's "new site" e-mail is dropped (pluggable, so this one
 * replaces WordPress's).
 *
 * @return bool
 */
function wp_mail()
{
    return true;
}

require $hotel_booking_env['WP_DIR'] . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$hotel_booking_install = wp_install(
    'Sakura Tokyo',
    'admin',
    'admin@sakura.example',
    false,
    '',
    wp_slash($hotel_booking_env['WP_ADMIN_PASSWORD'])
);
$hotel_booking_author = wp_insert_user([
    'user_login' => 'author',
    'user_pass' => $hotel_booking_env['WP_AUTHOR_PASSWORD'],
    'user_email' => 'author@sakura.example',
    'display_name' => 'Aiko Author',
    'role' => 'author',
]);
if (is_wp_error($hotel_booking_author)) {
    fwrite(STDERR, $hotel_booking_author->get_error_message() . "\n");
    exit(1);
}
$hotel_booking_activated = activate_plugin('hotel-booking/hotel-booking.php');
if (is_wp_error($hotel_booking_activated)) {
    fwrite(STDERR, $hotel_booking_activated->get_error_message() . "\n");
    exit(1);
}
echo wp_json_encode([
    'theme' => get_stylesheet(),
    'version' => get_bloginfo('version'),
    'plugins' => get_option('active_plugins'),
    'author' => $hotel_booking_author,
]) . "\n";
