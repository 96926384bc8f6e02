
void init_frizz_timer(void);

void delete_frizz_timer(void);
void update_timeout(uint64_t);
void update_fifo_full_flag(int);
