/*
 * What ioctl_time_parse.cocci reads: case labels as C has them (chained,
 * after a statement on one line, parenthesised, a range, nested in a
 * block, in a switch nested in a case, on an expression), the layout
 * attributes of structs wherever their declaration names them, each
 * function's definition, and where a .compat_ioctl32 is set.
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

/* where a framework's 32-bit entry is set: an initialiser, assignments */
static const struct pt_ops pt_ops_a = {
	.ioctl = pt_ioctl,
	.compat_ioctl32 = &pt_compat,
};

static void pt_wire(struct pt_ops *o, struct pt_holder h)
{
	o->compat_ioctl32 = pt_compat;
	h.compat_ioctl32 = NULL;
}
