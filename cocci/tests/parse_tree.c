/*
 * What ioctl_time_parse.cocci reads: case labels as C has them (chained,
 * after a statement on one line, parenthesised, a range, nested in a
 * block, in a switch nested in a case, on an expression), the layout
 * attributes of structs wherever their declaration names them, and each
 * function's definition.
 */
struct pt_packed {
	int a;
	union {
		int b;
		short c;
	} u;
} __packed;

struct __attribute__((__packed__)) pt_before {
	int a;
};

struct pt_member {
	int a;
	long long t __aligned(8);
};

struct pt_plain {
	int packed;
	int aligned;
};

static int pt_helper(struct pt_plain __user *up, int n);

static int pt_helper(struct pt_plain __user *up, int n)
{
	return n;
}

long pt_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	int r = 0;

	switch (cmd) {
	case PT_A:
	case (PT_B):
		r = 1;
		break; case PT_C:
		r = 2;
		if (arg) {
	case PT_D:
			r = 3;
		}
		break;
	case 1 ... 3:
		switch (arg) {
		case 4:
			break;
		}
		break;
	case (PT_E | 1):
	default:
		r = -1;
	}
	switch (_IOC_NR(cmd)) {
	case PT_F:
		break;
	}
	return r;
}
