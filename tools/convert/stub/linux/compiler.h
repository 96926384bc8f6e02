/* SPDX-License-Identifier: GPL-2.0 */
/* Empty: headers_install.sh removes this include from uapi headers. */
