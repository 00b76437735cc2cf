<?php

/**
 * Router for PHP's built-in web server (`php -S … router.php`), doing what WordPress's rewrite
 * rules for Apache do: files are served as they are; on a subdirectory multisite network,
 * `/site/wp-includes/…`, `/site/wp-admin/…` and `/site/wp-content/…` are the network's files;
 * any other path goes to index.php.
 *
 * @package HotelBooking
 */

$hotel_booking_root = $_SERVER['DOCUMENT_ROOT'];
$hotel_booking_path = (string) parse_url(isset($_SERVER['REQUEST_URI']) ? $_SERVER['REQUEST_URI'] : '/', PHP_URL_PATH);
$hotel_booking_file = $hotel_booking_root . $hotel_booking_path;
if (is_file($hotel_booking_file) || is_file(rtrim($hotel_booking_file, '/') . '/index.php')) {
    return false;
}
if (preg_match('#^/[_0-9a-zA-Z-]+(/wp-(content|admin|includes)/.*|/[^/]*\.php)$#', $hotel_booking_path, $hotel_booking_m)) {
    $hotel_booking_file = $hotel_booking_root . $hotel_booking_m[1];
    if (is_file($hotel_booking_file)) {
        if ('.php' === substr($hotel_booking_file, -4)) {
            $_SERVER['SCRIPT_FILENAME'] = $hotel_booking_file;
            chdir(dirname($hotel_booking_file));
            require $hotel_booking_file;
            return true;
        }
        $hotel_booking_types = [
            'css' => 'text/css', 'js' => 'text/javascript', 'json' => 'application/json',
            'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'gif' => 'image/gif',
            'webp' => 'image/webp', 'woff' => 'font/woff', 'woff2' => 'font/woff2', 'ttf' => 'font/ttf',
        ];
        $hotel_booking_ext = strtolower(pathinfo($hotel_booking_file, PATHINFO_EXTENSION));
        if (isset($hotel_booking_types[$hotel_booking_ext])) {
            header('Content-Type: ' . $hotel_booking_types[$hotel_booking_ext]);
        }
        readfile($hotel_booking_file);
        return true;
    }
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $hotel_booking_root . '/index.php';
require $hotel_booking_root . '/index.php';
