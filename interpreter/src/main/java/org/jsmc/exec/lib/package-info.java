/**
 * Pieces of the C library model that need no machine state: the table of modelled functions ({@link
 * org.jsmc.exec.lib.Builtin}), {@code printf} formatting as glibc does it ({@link
 * org.jsmc.exec.lib.Printf}), and the {@code <string.h>} functions ({@link
 * org.jsmc.exec.lib.CStrings}). Stateless and thread-safe.
 */
package org.jsmc.exec.lib;
