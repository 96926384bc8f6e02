// SPDX-License-Identifier: GPL-2.0
/*
 * init for the native 32-bit kernel run (tools/e2e/native32.sh): the
 * initramfs holds no shell, only this and the clients.  Mounts /dev,
 * /proc, /sys and debugfs, runs each client given on the kernel command
 * line after "--" with its output on the second serial port, prints the
 * same markers as tools/qemu/boot.sh's init and reboots (QEMU runs with
 * -no-reboot, so it exits).
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	char taint[32] = "?";
	int con, out, fd, i, status = 0;
	struct utsname uts;
	ssize_t n;

	mount("dev", "/dev", "devtmpfs", 0, NULL);
	mount("proc", "/proc", "proc", 0, NULL);
	mount("sys", "/sys", "sysfs", 0, NULL);
	mount("debugfs", "/sys/kernel/debug", "debugfs", 0, NULL);
	con = open("/dev/console", O_WRONLY);
	out = open("/dev/ttyS1", O_WRONLY);
	if (!uname(&uts))
		dprintf(out, "# native kernel %s %s\n", uts.release, uts.machine);

	for (i = 1; i < argc; i++) {
		int ws;
		pid_t pid = fork();

		if (pid == 0) {
			dup2(out, 1);
			dup2(out, 2);
			execl(argv[i], argv[i], (char *)NULL);
			dprintf(con, "init: cannot run %s\n", argv[i]);
			_exit(127);
		}
		if (pid < 0 || waitpid(pid, &ws, 0) != pid ||
		    !WIFEXITED(ws) || WEXITSTATUS(ws))
			status = 1;
	}

	fd = open("/proc/sys/kernel/tainted", O_RDONLY);
	n = fd >= 0 ? read(fd, taint, sizeof(taint) - 1) : -1;
	if (n > 0)
		taint[strcspn(taint, "\n")] = '\0';
	dprintf(con, "@@PAYLOAD_EXIT=%d@@\n@@TAINT=%s@@\n", status, taint);
	sync();
	reboot(RB_AUTOBOOT);
	return 0;
}
